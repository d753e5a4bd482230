-- Integer and float arithmetic: wraparound, division, bit operations and
-- conversions, the parts of Lua's C code that rely on exact C semantics.
local mi, ma = math.mininteger, math.maxinteger
print("wrap", ma + 1 == mi, mi - 1 == ma, ma * 2, mi * -1, -mi == mi)
print("idiv", 7 // 2, -7 // 2, 7 // -2, -7 // -2, 7.5 // 2, -7.5 // 2)
print("mod", 7 % 3, -7 % 3, 7 % -3, -7 % -3, 5.5 % 2, -5.5 % 2, mi % -1)
print("fmod", math.fmod(7, 3), math.fmod(-7, 3), math.fmod(mi, -1), math.fmod(7.5, 2))
print("div", 1 / 2, 3 / 0 == math.huge, -3 / 0 == -math.huge, 0 / 0 ~= 0 / 0)
print("bits", 0xF0 & 0x3C, 0xF0 | 0x0F, 0xF0 ~ 0xFF, ~0, 1 << 63, 1 << 64, -1 >> 1, -1 >> 64)
print("shift", 3 << -1, 256 >> 4, 1 << 62, (1 << 63) >> 63)
print("ult", math.ult(1, -1), math.ult(-1, 1), math.ult(0, 0))
print("tointeger", math.tointeger(3.0), math.tointeger(3.5), math.tointeger("8"),
	math.tointeger(2^63))
print("floor", math.floor(-3.5), math.ceil(-3.5), math.floor(2^62), math.type(math.floor(1e100)))
print("abs", math.abs(mi), math.abs(-0.0), math.max(1, 2.5, -1), math.min(3, 1, 2))
print("conv", 10 // 3 * 3 + 10 % 3, 2^53 + 1, string.format("%.0f", 2^63), 0x7fffffffffffffff + 0)
print("str2num", tonumber("0x10"), tonumber("1e2"), tonumber("  12  "), tonumber("0x1p4"),
	tonumber("z", 36), tonumber("777", 8), tonumber("10", 2), tonumber("9223372036854775808"))
print("num2str", 1e15, 1e16, 123456789012, -0.0, 1/3, 100 * 1.1, 2^-1074, 1e308 * 10)
print("cmp", 1 == 1.0, math.maxinteger < 2^63, math.maxinteger + 0.0 == 2^63,
	mi <= -2^63, 1 < 1.5, "a" < "b", "Z" < "a")
print("hexfloat", string.format("%a", 1.0), string.format("%a", 0.1), 0x.8p1, 0xA.8p0)
print("format", string.format("%5d|%-5d|%05d|%+d|%x|%X|%o", 42, 42, 42, 42, 255, 255, 8),
	string.format("%.3f|%10.2e|%g|%g|%g", math.pi, 12345.678, 1e20, 0.0001, 100))
local ok, err = pcall(function() return 1 // 0 end)
print("idiv0", ok, err)
ok, err = pcall(function() return 1 % 0 end)
print("mod0", ok, err)
print("float idiv0", 1 // 0.0, -1 // 0.0, 0/0 ~= 0/0)
ok, err = pcall(function() return 1 | 1.5 end)
print("bad bitop", ok, err)
-- A linear congruential generator in wrapping integers: sums must match.
local x, sum, xorsum = 12345, 0, 0
for i = 1, 100000 do
	x = x * 6364136223846793005 + 1442695040888963407
	sum = sum + (x >> 33)
	xorsum = xorsum ~ x
end
print("lcg", x, sum, xorsum)
local f = 1.0
for i = 1, 200 do f = f * 1.5 - i / 7 end
print("float loop", string.format("%.17g", f))
