export * from './business';
export * from './guitar';
export * from './pageKind';
export * from './pages';
export * from './settings';
