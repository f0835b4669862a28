import { themeBaseCss } from './theme-base';
import { themeHostileCss } from './theme-hostile';

/** Where the preview server serves the theme and where the shell links it, as WordPress would. */
export const THEME_STYLESHEET_PATH = '/wp-content/themes/chantier/style.css';

/** The theme's style.css: its ordinary look, then the hostile rules last so they win ties. */
export const themeCss: string = `${themeBaseCss}${themeHostileCss}`;
