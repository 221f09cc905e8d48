// Plain CSS imported for its side effect (the shipped font faces); the bundler handles the file.
declare module '*.css';
