export { Fretboard, type FretboardProps } from './Fretboard';
export { ChordDiagram, type ChordDiagramProps } from './ChordDiagram';
export { NeckHeatMap, heatColor, type HeatSpot, type NeckHeatMapProps } from './NeckHeatMap';
export { positionId, stringNumber, noteLabel, intervalLabel, positionName } from './labels';
export { colorKeyOf, dotColor, type ColorKey, type DotColor } from './colors';
export { nextPosition, type NavigationOptions } from './navigation';
export { fretX, stringY, neckLayout, type Hand, type NeckLayout } from './geometry';
