-- The string library: formatting, patterns, packing, utf8.
local s = "The quick brown fox jumps over the lazy dog"
print(#s, s:upper(), s:lower():reverse())
print(s:find("fox"), s:find("o", 20), s:find("%s(%a+)%s"), s:find(".", 1, true))
print(s:match("(%a+) (%a+)$"), s:match("()ow()"), s:match("%f[%a]%a%a%a%f[%A]"))
local words = {}
for w in s:gmatch("%a+") do words[#words + 1] = w end
print(#words, table.concat(words, ","))
print(s:gsub("o", "0"))
print(s:gsub("(%a+)", "<%1>", 3))
print(s:gsub("%a+", function(w) return #w > 4 and w:upper() or nil end))
print(("hello world"):gsub("(o)", { o = "0" }))
print(("abc"):gsub("", "-"))
print(("  trim me  "):match("^%s*(.-)%s*$") .. "|")
print(("key = value; k2 = v2"):gsub("(%w+) = (%w+)", "%2=%1"))
print(("%d"):rep(3, ","), ("ab"):rep(0), ("x"):rep(5))
print(string.byte("ABC", 1, -1), string.char(72, 105), ("abc"):sub(-2), ("abc"):sub(2, 100))
print(string.format("%q", 'a "quoted"\n\0 string\r\t'))
print(string.format("%q", 1 / 3), string.format("%q", math.mininteger), string.format("%q", 255))
print(string.format("[%10s][%-10s][%.2s]", "right", "left", "truncate"))
print(string.format("%c%c%c", 76, 117, 97), string.format("%5.1s|", "abc"), string.format("%%"))
print(string.format("%i %u", -5, 7) == nil)
local packed = string.pack("<i4 >i4 =I2 z s1 d f b B j n", -2, 1000, 65535, "zs", "s1", 1.5, 0.25,
	-128, 255, math.mininteger, 2.5)
print(#packed, (packed:gsub(".", function(c) return string.format("%02x", c:byte()) end)))
print(string.unpack("<i4 >i4 =I2 z s1 d f b B j n", packed))
print(string.packsize("i4 i8 !8 d"), string.pack(">I3", 0x010203):byte(1, -1))
print(pcall(string.pack, "i17", 1))
print(pcall(string.pack, "i1", 200))
print(utf8.char(72, 228, 8364, 128512), utf8.len("häß€"), utf8.codepoint("€", 1))
for p, c in utf8.codes("aé€") do io.write(p, ":", c, " ") end
print()
print(utf8.offset("aé€x", 3), utf8.offset("aé€x", -1), utf8.len("\xff"), utf8.charpattern)
print(tostring(nil), tostring(true), tostring(12), tostring(1.25), ("x"):len())
print(("a,b,,c"):find(",", 1, true), select("#", ("a,b,,c"):gsub(",", ";")))
print(("CamelCaseString"):gsub("(%u)", " %1"), ("%a"):gsub("%%", "%%%%"))
print(pcall(string.rep, "x", -1), pcall(string.format, "%d", 1.5))
print(string.format("%s %s %s", 1, 1.0, -0.0), 10 .. "", 1e100 .. "")
print(("test123abc"):match("^(%a+)(%d+)(%a+)$"))
print(("[[nested]]"):match("%[(%b[])%]"), ("f(a(b)c)d"):match("%b()"))
local t = {}
for k, v in ("a=1, b=2, c=3"):gmatch("(%w+)=(%w+)") do t[#t + 1] = k .. v end
print(table.concat(t, " "))
print(#string.rep("abc", 10000, "-"), string.rep("ab", 3, "|"))
local big = {}
for i = 1, 1000 do big[i] = string.format("%04d", i * 7 % 1000) end
local joined = table.concat(big)
print(#joined, joined:sub(1, 40), select(2, joined:gsub("00", "")))
