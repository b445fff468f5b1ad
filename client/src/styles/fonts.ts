// The three font families (spec section 2), shipped with the app: no font CDN.
// Heading: Bitter; sub-heading: Outfit; body: Source Sans 3. Latin subsets only keep
// the download small; other scripts fall back to the system font.
import '@fontsource/bitter/latin-700.css';
import '@fontsource/outfit/latin-500.css';
import '@fontsource/outfit/latin-600.css';
import '@fontsource/source-sans-3/latin-400.css';
import '@fontsource/source-sans-3/latin-600.css';
import '@fontsource/source-sans-3/latin-400-italic.css';
