// Regular and bold (the theme's body and heading weights); @fontsource splits each into unicode-range subsets.
import '@fontsource/noto-sans-jp/400.css';
import '@fontsource/noto-sans-jp/700.css';
