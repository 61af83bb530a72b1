declare module 'virtual:storybook-brands' {
  const brands: import('./brands.ts').StorybookBrand[];
  export default brands;
}
