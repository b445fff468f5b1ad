/** The quiz screen (/quiz), loaded when first opened (routes/tools.tsx). */
export { QuizScreen } from './QuizScreen';
