import SolspotKit

/// Figures of light as this command prints them: in the unit `--unit` or `SOLSPOT_UNIT` chose
/// (``UnitArguments``), converted and rounded by ``LuxText`` (`in: unit`), the one place that
/// converts. Every renderer that writes an illuminance writes it through here, and passes
/// ``unit`` to the library's words that hold figures (`value.text(in: Illuminance.unit)`).
///
/// JSON never reads it: JSON is in lux (``UnitArguments`` binds lux for `--json`). CSV reads
/// it to write its figures and to name their columns.
enum Illuminance {
  /// The unit of this command's run, bound by ``Solspot`` around the command.
  ///
  /// Design note: a task-local rather than a parameter of every renderer. A figure is written
  /// four or five calls below a command's renderer (a plant's range inside a group inside a
  /// listing), and threading a unit through every signature on the way would touch most of
  /// Output/ for a value fixed for the whole run. A task-local is scoped to the run and read
  /// in one way; tests bind it with `$unit.withValue`. Task-locals do not cross into
  /// Dispatch's threads: ``ParallelMap`` binds it again in each worker.
  @TaskLocal static var unit = IlluminanceUnit.lux

  /// The symbol written after a figure: `lux`, `fc`.
  static var symbol: String { unit.symbol }

  /// `lux` in the printed unit, unrounded (a CSV cell, a calibration constant's own digits).
  static func value(_ lux: Double) -> Double { unit.value(fromLux: lux) }

  /// An estimate's figure without its unit, to two significant figures: `540` (lux), `50`
  /// (fc); a bound's rounded outward.
  static func figure(_ lux: Double, rounding: LuxText.Rounding = .nearest) -> String {
    LuxText.format(lux, in: unit, rounding: rounding)
  }

  /// An estimate's figure with its unit: "540 lux", "50 fc".
  static func text(_ lux: Double, rounding: LuxText.Rounding = .nearest) -> String {
    figure(lux, rounding: rounding) + " " + symbol
  }

  /// A range with its ends rounded outward, with its unit: "290–1,400 lux", "26–140 fc".
  static func range(_ range: ClosedRange<Double>) -> String { LuxText.range(range, in: unit) }

  /// An exact figure or a limit without its unit: as given in lux (`2,500`, `12.5`), three
  /// significant figures in fc (`232`).
  static func exactFigure(_ lux: Double) -> String { LuxText.exact(lux, in: unit) }

  /// An exact figure or a limit with its unit: "2,500 lux", "232 fc".
  static func exact(_ lux: Double) -> String { exactFigure(lux) + " " + symbol }
}
