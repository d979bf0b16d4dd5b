/// The kinds of spot the radiometric model draws, each reported on its own.
public enum SpotKind: String, Sendable, Hashable, CaseIterable, Codable {
  /// A room lit by a side window under an overcast sky (CIE type 1, or types 1–6 and 9 in the
  /// wide ranges).
  case windowOvercast = "window-overcast"
  /// A room lit by a side window under a sky with sun (CIE type 12, or 7–15), the sun's beam
  /// not on the spot.
  case windowSunElsewhere = "window-sun-elsewhere"
  /// As above, with the sun's beam falling on the spot.
  case windowSunOnSpot = "window-sun-on-spot"
  /// A room lit by a skylight, under either kind of sky.
  case skylight
  /// A room at night lit by ceiling lamps.
  case lamps
}
