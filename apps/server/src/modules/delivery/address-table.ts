/**
 * The built-in address provider's table: Norwegian street addresses with their postal code and city, enough to
 * try the autocomplete without an external service. A real provider (a national address register) plugs in
 * behind the same AddressProvider interface.
 */
export interface TableAddress {
  id: string;
  street: string;
  number: string;
  postalCode: string;
  city: string;
}

const rows: Array<[street: string, number: string, postalCode: string, city: string]> = [
  ["Storgata", "12", "0155", "Oslo"],
  ["Storgata", "31", "0184", "Oslo"],
  ["Karl Johans gate", "22", "0159", "Oslo"],
  ["Bogstadveien", "45", "0366", "Oslo"],
  ["Thereses gate", "14", "0168", "Oslo"],
  ["Grünerløkka", "3", "0552", "Oslo"],
  ["Thorvald Meyers gate", "52", "0552", "Oslo"],
  ["Markveien", "28", "0554", "Oslo"],
  ["Trondheimsveien", "110", "0565", "Oslo"],
  ["Kirkeveien", "64", "0364", "Oslo"],
  ["Sørkedalsveien", "8", "0369", "Oslo"],
  ["Holmenkollveien", "91", "0784", "Oslo"],
  ["Ekebergveien", "59", "1181", "Oslo"],
  ["Lambertseterveien", "17", "1150", "Oslo"],
  ["Solbakkveien", "4", "0858", "Oslo"],
  ["Solbakken", "9", "1397", "Nesøya"],
  ["Åsveien", "21", "1369", "Stabekk"],
  ["Kongens gate", "7", "0153", "Oslo"],
  ["Bryggen", "15", "5003", "Bergen"],
  ["Torgallmenningen", "2", "5014", "Bergen"],
  ["Nygårdsgaten", "36", "5015", "Bergen"],
  ["Kalfarveien", "77", "5018", "Bergen"],
  ["Fjøsangerveien", "120", "5054", "Bergen"],
  ["Møllendalsveien", "6", "5009", "Bergen"],
  ["Munkegata", "19", "7011", "Trondheim"],
  ["Olav Tryggvasons gate", "30", "7011", "Trondheim"],
  ["Elgeseter gate", "10", "7030", "Trondheim"],
  ["Bakklandet", "48", "7013", "Trondheim"],
  ["Kjøpmannsgata", "25", "7013", "Trondheim"],
  ["Kirkegata", "5", "4006", "Stavanger"],
  ["Øvre Holmegate", "16", "4006", "Stavanger"],
  ["Løkkeveien", "51", "4008", "Stavanger"],
  ["Madlaveien", "88", "4009", "Stavanger"],
  ["Storgata", "62", "9008", "Tromsø"],
  ["Grønnegata", "41", "9008", "Tromsø"],
  ["Skippergata", "3", "9008", "Tromsø"],
  ["Bragernes torg", "1", "3017", "Drammen"],
  ["Tollbugata", "24", "3044", "Drammen"],
  ["Markens gate", "33", "4611", "Kristiansand"],
  ["Dronningens gate", "18", "4610", "Kristiansand"],
  ["Nygaardsgata", "13", "1606", "Fredrikstad"],
  ["Storgata", "70", "2609", "Lillehammer"],
  ["Kirkegata", "44", "2609", "Lillehammer"],
  ["Apotekergata", "9", "6004", "Ålesund"],
  ["Kongens gate", "27", "6002", "Ålesund"],
  ["Sjøgata", "20", "8006", "Bodø"],
  ["Storgata", "8", "8006", "Bodø"],
  ["Torggata", "15", "3211", "Sandefjord"],
  ["Storgata", "101", "3921", "Porsgrunn"],
  ["Nedre Slottsgate", "11", "0157", "Oslo"],
  ["Prinsens gate", "26", "7011", "Trondheim"],
  ["Haakon VIIs gate", "6", "4005", "Stavanger"],
  ["Øvre Slottsgate", "18", "0157", "Oslo"],
  ["Jernbanegata", "2", "2000", "Lillestrøm"],
  ["Rådhusgata", "5", "1530", "Moss"],
  ["Storgata", "19", "3611", "Kongsberg"],
  ["Fjellveien", "39", "5019", "Bergen"],
  ["Vågsgaten", "4", "4306", "Sandnes"],
  ["Hamarveien", "12", "2316", "Hamar"],
  ["Kirkegata", "12", "1632", "Gamle Fredrikstad"],
  ["Strandgata", "28", "9950", "Vardø"],
  ["Brugata", "7", "2380", "Brumunddal"],
];

export const addressTable: readonly TableAddress[] = rows.map(([street, number, postalCode, city], i) => ({
  id: `no-${String(i + 1).padStart(3, "0")}`,
  street,
  number,
  postalCode,
  city,
}));
