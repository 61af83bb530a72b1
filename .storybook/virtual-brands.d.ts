declare module 'virtual:storybook-brands' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- an ambient module cannot import a relative path
  const brands: import('./brands.ts').StorybookBrand[];
  export default brands;
}
