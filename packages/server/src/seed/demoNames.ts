/** Deterministic Flemish names and rankings for the generated demo members. */
export const firstNames = {
  M: ['Wout', 'Pieter', 'Bram', 'Stijn', 'Jonas', 'Arne', 'Thomas', 'Dries', 'Michiel', 'Kobe', 'Seppe', 'Ruben', 'Jef', 'Lander', 'Wim', 'Geert', 'Luc', 'Marc', 'Bart', 'Sander'],
  F: ['Lien', 'Sarah', 'Hanne', 'Fien', 'Marie', 'Julie', 'Nele', 'Eline', 'Ine', 'Katrien', 'An', 'Griet', 'Liesbeth', 'Femke', 'Jana'],
} as const;

export const lastNames = [
  'Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes', 'Goossens', 'Wouters', 'De Smet',
  'Dubois', 'Hermans', 'Aerts', 'Lambrecht', 'Vermeulen', 'Desmet', 'Van Damme', 'Verhoeven', 'Michiels', 'Pauwels',
];

export const rankings = ['B2', 'B4', 'B6', 'C0', 'C2', 'C4', 'C6', 'D0', 'D2', 'D4', 'D6', 'E0', 'E2', 'E4', 'E6', 'NG'];

export const streets = ['Kerkstraat', 'Stationsstraat', 'Dorpsstraat', 'Molenstraat', 'Schoolstraat', 'Nieuwstraat', 'Beekstraat'];
