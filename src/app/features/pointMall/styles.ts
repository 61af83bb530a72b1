import styled from '@emotion/styled';
import { token } from '../../../engine/theme/token.ts';
import { CatalogPage, catalogGrid, catalogTile } from '../../layout/catalog.ts';

export const Page = CatalogPage;

export const Summary = styled.div`
  display: grid;
  gap: ${token('space.xs')};
  padding: ${token('space.md')};
  border: 1px solid ${token('color.border.default')};
  border-radius: ${token('radius.lg')};
  background: ${token('color.bg.surface')};
  strong {
    font-size: ${token('font.size.xl')};
    font-weight: ${token('font.weight.bold')};
    overflow-wrap: anywhere;
  }
  p,
  ul {
    margin: 0;
    color: ${token('color.text.muted')};
    font-size: ${token('font.size.sm')};
  }
  ul {
    padding-inline-start: ${token('space.md')};
  }
`;

export const Grid = catalogGrid('220px');

export const Item = styled.li`
  ${catalogTile};
  img {
    display: block;
    width: 100%;
    aspect-ratio: 1 / 1;
    object-fit: cover;
    background: ${token('color.bg.sunken')};
  }
  div {
    display: grid;
    gap: ${token('space.xs')};
    align-content: start;
    padding: ${token('space.md')};
    min-width: 0;
  }
  h2 {
    margin: 0;
    font-size: ${token('font.size.md')};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${token('color.text.muted')};
    font-size: ${token('font.size.sm')};
  }
`;

export const Form = styled.form`
  display: grid;
  gap: ${token('space.md')};
  max-width: 28rem;
  min-width: 0;
  p {
    margin: 0;
    color: ${token('color.text.muted')};
    font-size: ${token('font.size.sm')};
  }
`;

/** History: a card per redemption (phones never scroll sideways). */
export const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${token('space.sm')};
`;

export const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${token('space.xs')} ${token('space.md')};
  padding: ${token('space.md')};
  border: 1px solid ${token('color.border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('color.bg.surface')};
  font-size: ${token('font.size.sm')};
  min-width: 0;
  span {
    overflow-wrap: anywhere;
  }
  small {
    grid-column: 1 / -1;
    color: ${token('color.text.muted')};
    overflow-wrap: anywhere;
  }
`;
