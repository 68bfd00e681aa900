export const testOrigin = 'http://localhost:3000';
