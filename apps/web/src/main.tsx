import '@mantine/core/styles.css';
import './app/app.css';
import { bootstrap } from './app/bootstrap.tsx';

void bootstrap(document.getElementById('root')!);
