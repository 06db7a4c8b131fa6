// Bootstrap split: federation initialises the shared scope before React loads.
import('./standalone');
