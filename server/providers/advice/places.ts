// Place names, so a capitalised place is not read as a person ("the office in London and the one in Leeds",
// "Our Manila colleagues", "Kraków and Piotr"): the world's countries, their states and provinces and their
// cities of 50,000 people or more, from the city-timezones package (GeoNames-derived data shipped inside the
// npm package, read offline), and the regions people name teams by, which it lacks.
import cityTimezones from "city-timezones";

/** What the data lacks: regions and home nations people name teams by ("APAC", "Yorkshire"), and older or other
 *  spellings of cities ("Bangalore", "Bombay"). */
const REGIONS = [
  "europe", "asia", "africa", "america", "americas", "oceania", "apac", "emea", "latam", "anz", "nordics", "scandinavia", "balkans",
  "caribbean", "benelux", "dach", "scotland", "england", "wales", "ulster", "yorkshire", "essex", "bangalore", "bombay", "calcutta", "madras", "hull",
];
/** Places that are also people's names, read as names: "Ngozi" (a province of Burundi), "Ife" (a Nigerian city). */
const NAMES_NOT_PLACES = new Set(["ngozi", "ife"]);

const PLACES = new Set<string>(REGIONS);
for (const c of cityTimezones.cityMapping) {
  if (c.pop >= 50_000) for (const name of [c.city, c.city_ascii]) PLACES.add(name.toLowerCase());
  PLACES.add(c.country.toLowerCase());
  if (c.province) PLACES.add(c.province.toLowerCase());
}
for (const name of NAMES_NOT_PLACES) PLACES.delete(name);

/** Whether words ("London", "Cape Town", "São Paulo") are the name of a place, in any case. */
export function isPlace(words: string): boolean {
  return PLACES.has(words.toLowerCase());
}
