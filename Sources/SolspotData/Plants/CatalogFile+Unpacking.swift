// Reads the packed form `CatalogFile+Packing.swift` writes, in the same order, without a JSON
// decoder: the built-in catalog's fast path. The catalog was checked when it was packed, so
// nothing is checked again here but the layout itself.

extension CatalogFile {
  /// The catalog packed in `packed` by ``packed()``.
  ///
  /// - Throws: ``DataError`` naming `file` when the text is not a packed catalog of this
  ///   layout: a build defect.
  package init(packed: String, file: String) throws(DataError) {
    self = try PackedReader.read(packed, header: Self.packedHeader, file: file) {
      reader throws(DataError) in
      let conversion = try reader.string()
      let classes = try reader.dictionary { reader throws(DataError) in
        LightClassDefinition(
          min: try reader.numberIfPresent(), max: try reader.numberIfPresent(),
          figure: try reader.optional { reader throws(DataError) in try reader.figure() },
          says: try reader.string(), sources: try reader.strings())
      }
      let groups = try reader.dictionary { reader throws(DataError) in
        PlantGroupRule(
          name: try reader.string(), tolerates: try reader.string(), ideal: try reader.string(),
          directSun: try reader.case(DirectSun.Exposure.self), sources: try reader.strings())
      }
      let sources = try reader.dictionary { reader throws(DataError) in
        PlantSource(
          title: try reader.string(), publisher: try reader.string(), url: try reader.string(),
          kind: try reader.case(PlantSource.Kind.self), isTemplated: try reader.bool(),
          terms: try reader.dictionary { reader throws(DataError) in try reader.figure() })
      }
      let plants = try reader.list { reader throws(DataError) in try reader.plant() }
      return CatalogFile(
        conversion: conversion, classes: classes, groups: groups, sources: sources,
        plants: plants)
    }
  }
}

extension PackedReader {
  fileprivate mutating func plant() throws(DataError) -> Plant {
    Plant(
      id: try string(), botanicalName: try string(), synonyms: try strings(),
      commonNames: try strings(), group: try self.case(Plant.Group.self), light: try light(),
      toxicity: try toxicity())
  }

  fileprivate mutating func light() throws(DataError) -> PlantLight {
    PlantLight(
      tolerated: try range(), ideal: try range(),
      directSun: DirectSun(
        try self.case(DirectSun.Exposure.self), basis: try self.case(LightBound.Basis.self),
        grade: try self.case(EvidenceGrade.self), sources: try strings()),
      lightGroup: try stringIfPresent(),
      statements: try list { reader throws(DataError) in try reader.statement() },
      disagreements: try list { reader throws(DataError) in
        LightDisagreement(
          field: try reader.case(LightDisagreement.Field.self), source: try reader.string(),
          grade: try reader.case(EvidenceGrade.self), lux: try reader.numberIfPresent(),
          exposure: try reader.caseIfPresent(DirectSun.Exposure.self))
      },
      notes: try strings(),
      dli: try optional { reader throws(DataError) in try reader.figure() })
  }

  fileprivate mutating func range() throws(DataError) -> LightRange {
    LightRange(min: try bound(), max: try bound())
  }

  fileprivate mutating func bound() throws(DataError) -> LightBound {
    LightBound(
      lux: try numberIfPresent(), kind: try self.case(LightBound.Kind.self),
      basis: try self.case(LightBound.Basis.self), grade: try self.case(EvidenceGrade.self),
      sources: try strings())
  }

  fileprivate mutating func statement() throws(DataError) -> LightStatement {
    LightStatement(
      source: try string(), says: try string(), role: try self.case(LightStatement.Role.self),
      lux: try optional { reader throws(DataError) in
        LuxBounds(min: try reader.numberIfPresent(), max: try reader.numberIfPresent())
      },
      figure: try optional { reader throws(DataError) in try reader.figure() },
      lightClass: try stringIfPresent(), sun: try caseIfPresent(DirectSun.Exposure.self),
      basis: try self.case(LightBound.Basis.self),
      scope: try self.case(LightStatement.Scope.self), about: try stringIfPresent(),
      grade: try self.case(EvidenceGrade.self))
  }

  fileprivate mutating func figure() throws(DataError) -> LightFigure {
    LightFigure(
      min: try numberIfPresent(), max: try numberIfPresent(),
      unit: try self.case(LightFigure.Unit.self))
  }

  fileprivate mutating func toxicity() throws(DataError) -> PlantToxicity {
    PlantToxicity(
      cats: try self.case(PlantToxicity.Status.self),
      dogs: try self.case(PlantToxicity.Status.self), source: try stringIfPresent(),
      listing: try stringIfPresent(), scope: try caseIfPresent(PlantToxicity.Scope.self),
      url: try stringIfPresent(), note: try stringIfPresent())
  }
}
