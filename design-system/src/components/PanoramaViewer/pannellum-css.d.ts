// pannellum ships its stylesheet as a plain CSS file; the bundler handles the import.
declare module 'pannellum/build/pannellum.css';
