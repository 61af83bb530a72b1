// Regular and bold (the theme's body and heading weights); @fontsource splits each into unicode-range subsets.
import '@fontsource/noto-nastaliq-urdu/400.css';
import '@fontsource/noto-nastaliq-urdu/700.css';
