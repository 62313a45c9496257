import { createRoot } from 'react-dom/client';
import { DevFrame } from '@store/shared';
import Routes from './Routes';

createRoot(document.getElementById('root')!).render(
  <DevFrame name="mf-support">{(props) => <Routes {...props} />}</DevFrame>,
);
