// Regular and bold (the theme's body and heading weights); @fontsource splits each into unicode-range subsets.
import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/700.css';
