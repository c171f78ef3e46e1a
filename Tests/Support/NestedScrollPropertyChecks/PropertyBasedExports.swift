// What tests build their inputs with (and `.shrinking`, which asks a check to shrink a
// failing input), and only that: a test imports this module, not
// PropertyBased, so that PropertyBased's own `propertyCheck` (unseeded: fresh inputs on
// every run) is out of reach and every check goes through the seeded one here.
@_exported import struct PropertyBased.EnableShrinkTrait
@_exported import enum PropertyBased.Gen
@_exported import struct PropertyBased.Generator
@_exported import typealias PropertyBased.SendableSequenceType
@_exported import func PropertyBased.zip
