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

/** Opponents' names: none is a club member's (first and last names both from other lists). */
const opponentFirst = ['Jelle', 'Tibo', 'Robbe', 'Wannes', 'Gilles', 'Maarten', 'Niels', 'Joris', 'Bert', 'Koen', 'Yannick', 'Brecht', 'Lowie', 'Matthias', 'Senne', 'Jasper', 'Toon', 'Hannes', 'Korneel', 'Ward'];
const opponentLast = ['Van de Velde', 'De Backer', 'Coppens', 'Verschueren', 'Van Acker', 'De Keyser', 'Baert', 'Claeys', 'Vandenberghe', 'De Vos', 'Martens', 'Declercq', 'Bogaert', 'Vermeersch', 'Van Hecke', 'De Wilde', 'Verbeke', 'Cools', 'Stevens', 'Hendrickx'];

/** The n-th opponent player's name: a different one for each n below 400. */
export function opponentNames(n: number): { first: string; last: string } {
  const size = opponentFirst.length;
  return { first: opponentFirst[n % size]!, last: opponentLast[(n + Math.floor(n / size)) % size]! };
}
