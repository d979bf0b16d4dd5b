/// Figures of illuminance rounded as they are printed: two significant figures, the ends of an
/// interval outward.
///
/// Two figures is the most any Solspot reading supports. A band verdict names every band the
/// printed interval reaches (``BandAssessment``), so the library needs the printed ends as
/// numbers; the CLI's `LuxText` writes them with the same rounding.
public enum LuxRounding {
  /// How a figure is rounded to two significant figures.
  public typealias Rounding = SignificantFigures.Rounding

  /// `lux` rounded to two significant figures as a number: the value the CLI prints (`lux`
  /// itself when it is not a finite number above zero).
  public static func rounded(_ lux: Double, rounding: Rounding) -> Double {
    SignificantFigures(lux, figures: 2, rounding: rounding)?.value ?? lux
  }

  /// The ends of `range` as the CLI prints them: rounded outward to two figures.
  public static func printedRange(_ range: ClosedRange<Double>) -> ClosedRange<Double> {
    let lower = rounded(range.lowerBound, rounding: .down)
    return lower...max(lower, rounded(range.upperBound, rounding: .up))
  }
}
