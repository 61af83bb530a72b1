import styled from '@emotion/styled';
import { token } from '../../../engine/theme/token.ts';
import { CatalogPage, catalogGrid, catalogTile } from '../../layout/catalog.ts';
import type { StatusTone } from './status.ts';

export const Page = CatalogPage;

export const Grid = catalogGrid('300px');

export const CardBox = styled.li(catalogTile);

export const Picture = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 2 / 1;
  object-fit: cover;
  background: ${token('color.bg.sunken')};
`;

export const CardBody = styled.div`
  display: grid;
  gap: ${token('space.sm')};
  align-content: start;
  padding: ${token('space.md')};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${token('font.size.md')};
    overflow-wrap: anywhere;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${token('color.text.muted')};
  font-size: ${token('font.size.sm')};
  overflow-wrap: anywhere;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space.sm')};
  & > button {
    min-height: 44px;
  }
`;

const TONE: Record<StatusTone, string> = {
  action: token('color.action.primary'),
  waiting: token('color.status.warning'),
  done: token('color.status.success'),
  off: token('color.text.muted'),
};

/** The status as a bordered pill in its tone (text keeps the body colour, so contrast holds in every theme). */
export const StatusPill = styled.span<{ tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  padding: 2px ${token('space.sm')};
  border: 2px solid ${(p) => TONE[p.tone]};
  border-radius: ${token('radius.pill')};
  font-size: ${token('font.size.sm')};
  font-weight: ${token('font.weight.bold')};
  color: ${token('color.text.primary')};
`;

export const Bar = styled.div`
  height: 8px;
  border-radius: ${token('radius.pill')};
  background: ${token('color.bg.sunken')};
  overflow: hidden;
  & > span {
    display: block;
    height: 100%;
    background: ${token('color.status.success')};
  }
`;

export const Form = styled.form`
  display: grid;
  gap: ${token('space.md')};
  label {
    display: grid;
    gap: ${token('space.xs')};
  }
  textarea {
    font: inherit;
    min-height: 88px;
    padding: ${token('space.sm')};
    border: 1px solid ${token('color.border.default')};
    border-radius: ${token('radius.md')};
    background: ${token('color.bg.surface')};
    color: ${token('color.text.primary')};
    resize: vertical;
  }
  input[type='file'] {
    min-height: 44px;
    max-width: 100%;
  }
`;

export const Files = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${token('space.xs')};
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${token('space.sm')};
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;
