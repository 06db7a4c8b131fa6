// Bootstrap split: federation needs the shared scope initialised before React is imported.
import('./bootstrap');
