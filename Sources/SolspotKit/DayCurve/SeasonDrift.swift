/// How far the season may move the sun before a reading no longer describes a day.
///
/// Assumption: 5° of noon elevation. At a low winter sun (16.5° at noon at 50° N) 5° more
/// raises the horizontal daylight of the clear and overcast sky models by about 0.4 EV
/// (sin 21.5° / sin 16.5° = 1.29), twice the 0.2 EV scene part of a reading's error
/// (docs/uncertainty.md), and moves a window's sun patch across a sill; in summer the same 5°
/// changes the daylight less. The noon elevation changes by up to 0.4° a day near the
/// equinoxes, so 5° is about two weeks in March and September and about six weeks around the
/// solstices.
public enum SeasonDrift {
  /// The noon elevation change, in degrees, beyond which a reading belongs to another season:
  /// day curves leave it out, and reminders ask for a new one.
  public static let noonElevationDegrees = 5.0

  /// The longest a reading may precede the curve's latest one and still be used: 91 days, one
  /// meteorological season.
  public static let seasonDays = 91
}
