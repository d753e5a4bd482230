-- The language core: closures, varargs, goto, metatables, coroutines,
-- errors, loops at the integer limits, load and string.dump.
local function counter()
	local n = 0
	return function(k) n = n + (k or 1); return n end
end
local c1, c2 = counter(), counter()
print("closures", c1(), c1(5), c2(), c1())

local function va(...)
	local t = table.pack(...)
	return select("#", ...), t.n, select(-1, ...), (select(2, ...))
end
print("varargs", va(1, nil, 3, nil))
print("unpack", table.unpack({ 1, 2, 3 }, 2), table.unpack({ 1, 2, 3 }, 2, 5))

local out = {}
for i = 1, 3 do
	for j = 1, 3 do
		if j == 2 then goto continue end
		out[#out + 1] = i .. j
		::continue::
	end
end
print("goto", table.concat(out, " "))

local n = 0
for i = math.maxinteger - 2, math.maxinteger do n = n + 1 end
for i = math.mininteger, math.mininteger + 2 do n = n + 1 end
for i = 1, 0 do n = n + 100 end
for i = 3, 1, -1 do n = n + 1 end
for x = 0.1, 0.35, 0.1 do n = n + 1 end
print("loops", n, pcall(function() for i = 1, 10, 0 do end end))

local V = {}
V.__index = V
V.__add = function(a, b) return setmetatable({ x = a.x + b.x, y = a.y + b.y }, V) end
V.__eq = function(a, b) return a.x == b.x and a.y == b.y end
V.__lt = function(a, b) return a.x < b.x end
V.__le = function(a, b) return a.x <= b.x end
V.__tostring = function(a) return "(" .. a.x .. "," .. a.y .. ")" end
V.__len = function() return 2 end
V.__call = function(self, k) return self[k] end
V.__concat = function(a, b) return tostring(a) .. "|" .. tostring(b) end
V.__unm = function(a) return setmetatable({ x = -a.x, y = -a.y }, V) end
V.__idiv = function(a, k) return setmetatable({ x = a.x // k, y = a.y // k }, V) end
V.__close = function() io.write("closed ") end
function V.new(x, y) return setmetatable({ x = x, y = y }, V) end
function V:norm1() return math.abs(self.x) + math.abs(self.y) end
local a, b = V.new(1, 2), V.new(3, -4)
print("meta", tostring(a + b), a == V.new(1, 2), a < b, a <= b, #a, a("y"), a .. b,
	tostring(-a), tostring(b // 2), b:norm1())
do
	local x <close> = V.new(0, 0)
	io.write("in block ")
end
print()
local prox = setmetatable({}, { __index = function(_, k) return k * 2 end,
	__newindex = function(t, k, v) rawset(t, k, v + 1) end })
prox[1] = 10
print("proxy", prox[1], prox[21], rawget(prox, 21))

local gen = coroutine.wrap(function(m)
	for i = 1, m do coroutine.yield(i * i) end
	return "done"
end)
print("coroutine", gen(4), gen(), gen(), gen(), gen())
local co = coroutine.create(function(x, y)
	local z = coroutine.yield(x + y)
	local w, v = coroutine.yield(z * 2)
	error({ code = w + v })
end)
print(coroutine.resume(co, 1, 2))
print(coroutine.resume(co, 10))
local ok, e = coroutine.resume(co, 3, 4)
print(ok, type(e), e.code, coroutine.status(co), coroutine.resume(co))
print(coroutine.isyieldable(), coroutine.running() ~= nil)

print("pcall", pcall(error, "msg", 0), pcall(error), select("#", pcall(error)))
print("error level", pcall(function() error("lvl1") end))
print("xpcall", xpcall(function() local t = nil; return t.x end,
	function(m) return "handled: " .. m end))
print("error obj", pcall(error, setmetatable({}, { __tostring = function() return "E" end })))
local function deep(k) if k == 0 then return 0 end return 1 + deep(k - 1) end
print("deep", deep(10000), pcall(function() local function f() return f() + 1 end return f() end))
local function tail(k, acc) if k == 0 then return acc end return tail(k - 1, acc + k) end
print("tail", tail(1000000, 0))

local chunk = load("local a, b = ... return a * b, 'x' .. a")
print("load", chunk(6, 7), load("syntax error here"))
local dumped = load(string.dump(function(p) return p .. "!" end))
print("dump", dumped("bytes"))
local env = { print = print, x = 5 }
print("env", load("x = x + 1 return x", "chunk", "t", env)(), env.x)
print("types", type(print), type(nil), type({}), type("s"), math.type(1), math.type(1.0),
	math.type("1"))
print("coerce", "10" + 5, "3" * "4", 10 .. 20, "0x10" + 0, pcall(function() return "a" + 1 end))
print("integer keys", ({ [1] = "a", [1.0] = "b" })[1], ({ [2^53] = "c" })[2^53])
local t = setmetatable({}, { __mode = "k" })
t[{}] = 1
collectgarbage()
print("weak", next(t))
