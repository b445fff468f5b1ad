/** The learning screens, loaded on first visit with the whole curriculum (routes/learning.tsx). */
export { LearningCategoryScreen, LearningScreen } from './LearningScreens';
export { LessonScreen } from './LessonScreen';
