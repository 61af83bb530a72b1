// Regular and bold (the theme's body and heading weights); @fontsource splits each into unicode-range subsets.
import '@fontsource/noto-sans-kr/400.css';
import '@fontsource/noto-sans-kr/700.css';
