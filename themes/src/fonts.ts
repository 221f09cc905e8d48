// The one font every theme renders with, shipped with the app (no font CDN, stable screenshots).
// Latin subset only: it covers English and German (ä, ö, ü, ß).
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
