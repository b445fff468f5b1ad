/** One Minute Changes, loaded with the quiz screen and with a lesson step that has the exercise. */
export { OneMinuteChanges } from './OneMinuteChanges';
export { ChangesSection } from './ChangesSection';
