// Side-effect CSS imports (Mantine's styles) resolved by Vite, stubbed in jest.
declare module '*.css';
