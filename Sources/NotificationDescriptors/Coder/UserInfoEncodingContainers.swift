import Foundation

extension _UserInfoEncoder {
    /// A keyed container writing `userInfo` keys or a nested `[String: Any]`.
    struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: _UserInfoEncoder

        var codingPath: [any CodingKey] { encoder.codingPath }

        mutating func encodeNil(forKey key: Key) throws { encoder.set(NSNull(), forKey: key) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { encoder.set(value._posted, forKey: key) }
        mutating func encode(_ value: String, forKey key: Key) throws { encoder.set(value, forKey: key) }
        mutating func encode(_ value: Double, forKey key: Key) throws { encoder.set(value._posted, forKey: key) }
        mutating func encode(_ value: Float, forKey key: Key) throws { encoder.set(value._posted, forKey: key) }
        mutating func encode(_ value: Int, forKey key: Key) throws { encoder.set(value._posted, forKey: key) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { encoder.set(value._posted, forKey: key) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { encoder.set(value._posted, forKey: key) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { encoder.set(value._posted, forKey: key) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { encoder.set(value._posted, forKey: key) }
        @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
        mutating func encode(_ value: Int128, forKey key: Key) throws { encoder.set(value, forKey: key) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { encoder.set(value._posted, forKey: key) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { encoder.set(value._posted, forKey: key) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { encoder.set(value._posted, forKey: key) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { encoder.set(value._posted, forKey: key) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { encoder.set(value._posted, forKey: key) }
        @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
        mutating func encode(_ value: UInt128, forKey key: Key) throws { encoder.set(value, forKey: key) }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            encoder.set(try encoder.box(value, key), forKey: key)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type,
            forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            encoder.deferredChild(forKey: key, continuing: .keyed).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            encoder.deferredChild(forKey: key, continuing: .unkeyed).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder {
            encoder.deferredChild(forKey: _UserInfoCodingKey.superKey, continuing: nil)
        }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            encoder.deferredChild(forKey: key, continuing: nil)
        }
    }

    /// An unkeyed container writing a nested `[Any]`.
    struct UnkeyedContainer: UnkeyedEncodingContainer {
        let encoder: _UserInfoEncoder

        var codingPath: [any CodingKey] { encoder.codingPath }
        var count: Int { encoder.unkeyed.count }

        mutating func encodeNil() throws { encoder.unkeyed.append(NSNull()) }
        mutating func encode(_ value: Bool) throws { encoder.unkeyed.append(value._posted) }
        mutating func encode(_ value: String) throws { encoder.unkeyed.append(value) }
        mutating func encode(_ value: Double) throws { encoder.unkeyed.append(value._posted) }
        mutating func encode(_ value: Float) throws { encoder.unkeyed.append(value._posted) }
        mutating func encode(_ value: Int) throws { encoder.unkeyed.append(value._posted) }
        mutating func encode(_ value: Int8) throws { encoder.unkeyed.append(value._posted) }
        mutating func encode(_ value: Int16) throws { encoder.unkeyed.append(value._posted) }
        mutating func encode(_ value: Int32) throws { encoder.unkeyed.append(value._posted) }
        mutating func encode(_ value: Int64) throws { encoder.unkeyed.append(value._posted) }
        @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
        mutating func encode(_ value: Int128) throws { encoder.unkeyed.append(value) }
        mutating func encode(_ value: UInt) throws { encoder.unkeyed.append(value._posted) }
        mutating func encode(_ value: UInt8) throws { encoder.unkeyed.append(value._posted) }
        mutating func encode(_ value: UInt16) throws { encoder.unkeyed.append(value._posted) }
        mutating func encode(_ value: UInt32) throws { encoder.unkeyed.append(value._posted) }
        mutating func encode(_ value: UInt64) throws { encoder.unkeyed.append(value._posted) }
        @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
        mutating func encode(_ value: UInt128) throws { encoder.unkeyed.append(value) }

        mutating func encode<T: Encodable>(_ value: T) throws {
            encoder.unkeyed.append(try encoder.box(value, _UserInfoCodingKey(index: encoder.unkeyed.count)))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type
        ) -> KeyedEncodingContainer<NestedKey> {
            encoder.deferredElement().container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            encoder.deferredElement().unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder {
            encoder.deferredElement()
        }
    }

    /// A single value: an enum's raw value, or a type that writes itself as one value.
    struct SingleValueContainer: SingleValueEncodingContainer {
        let encoder: _UserInfoEncoder

        var codingPath: [any CodingKey] { encoder.codingPath }

        mutating func encodeNil() throws { encoder.single = NSNull() }
        mutating func encode(_ value: Bool) throws { encoder.single = value._posted }
        mutating func encode(_ value: String) throws { encoder.single = value }
        mutating func encode(_ value: Double) throws { encoder.single = value._posted }
        mutating func encode(_ value: Float) throws { encoder.single = value._posted }
        mutating func encode(_ value: Int) throws { encoder.single = value._posted }
        mutating func encode(_ value: Int8) throws { encoder.single = value._posted }
        mutating func encode(_ value: Int16) throws { encoder.single = value._posted }
        mutating func encode(_ value: Int32) throws { encoder.single = value._posted }
        mutating func encode(_ value: Int64) throws { encoder.single = value._posted }
        @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
        mutating func encode(_ value: Int128) throws { encoder.single = value }
        mutating func encode(_ value: UInt) throws { encoder.single = value._posted }
        mutating func encode(_ value: UInt8) throws { encoder.single = value._posted }
        mutating func encode(_ value: UInt16) throws { encoder.single = value._posted }
        mutating func encode(_ value: UInt32) throws { encoder.single = value._posted }
        mutating func encode(_ value: UInt64) throws { encoder.single = value._posted }
        @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
        mutating func encode(_ value: UInt128) throws { encoder.single = value }

        mutating func encode<T: Encodable>(_ value: T) throws {
            encoder.single = try encoder.box(value, nil)
        }
    }
}
