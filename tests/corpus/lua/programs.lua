-- Small whole programs whose results are checksums: a sieve, N queens,
-- sorting, a Mandelbrot set, a hash map under churn, a tiny interpreter.
local function sieve(n)
	local comp, count, last = {}, 0, 0
	for i = 2, n do
		if not comp[i] then
			count, last = count + 1, i
			for j = i * i, n, i do comp[j] = true end
		end
	end
	return count, last
end
print("sieve", sieve(200000))

local function queens(n)
	local cols, d1, d2, sol = {}, {}, {}, 0
	local function place(r)
		if r > n then sol = sol + 1; return end
		for c = 1, n do
			if not cols[c] and not d1[r + c] and not d2[r - c + n] then
				cols[c], d1[r + c], d2[r - c + n] = true, true, true
				place(r + 1)
				cols[c], d1[r + c], d2[r - c + n] = nil, nil, nil
			end
		end
	end
	place(1)
	return sol
end
print("queens", queens(8), queens(9))

local seed = 42
local function rand(m)
	seed = (seed * 1103515245 + 12345) % 2147483648
	return seed % m
end
local arr = {}
for i = 1, 30000 do arr[i] = rand(1000000) end
table.sort(arr)
local okay = true
for i = 2, #arr do if arr[i - 1] > arr[i] then okay = false end end
local strs = {}
for i = 1, 5000 do strs[i] = tostring(rand(100000)) end
table.sort(strs, function(x, y) return #x < #y or (#x == #y and x > y) end)
print("sort", okay, arr[1], arr[15000], arr[30000], strs[1], strs[2500], strs[5000])

local function mandel(w, h, iters)
	local inside, sum = 0, 0
	for py = 0, h - 1 do
		for px = 0, w - 1 do
			local cr, ci = px / w * 3.0 - 2.0, py / h * 2.0 - 1.0
			local zr, zi, k = 0.0, 0.0, 0
			while k < iters and zr * zr + zi * zi <= 4.0 do
				zr, zi = zr * zr - zi * zi + cr, 2.0 * zr * zi + ci
				k = k + 1
			end
			if k == iters then inside = inside + 1 end
			sum = sum + k
		end
	end
	return inside, sum
end
print("mandelbrot", mandel(120, 80, 200))

local map, live = {}, 0
for i = 1, 200000 do
	local k = "k" .. rand(5000)
	if map[k] then map[k] = nil; live = live - 1 else map[k] = i; live = live + 1 end
end
local keys = {}
for k in pairs(map) do keys[#keys + 1] = k end
table.sort(keys)
local total = 0
for _, k in ipairs(keys) do total = total + map[k] end
print("hashmap", live, #keys, keys[1], keys[#keys], total)

-- A stack machine interpreter for a tiny language of postfix words.
local function run(src)
	local stack, words = {}, {}
	local function push(v) stack[#stack + 1] = v end
	local function pop() local v = stack[#stack]; stack[#stack] = nil; return v end
	words["+"] = function() push(pop() + pop()) end
	words["*"] = function() push(pop() * pop()) end
	words["-"] = function() local b = pop(); push(pop() - b) end
	words.dup = function() local v = pop(); push(v); push(v) end
	words.swap = function() local b, a = pop(), pop(); push(b); push(a) end
	for tok in src:gmatch("%S+") do
		if words[tok] then words[tok]() else push(math.tointeger(tonumber(tok))) end
	end
	return table.concat(stack, " ")
end
print("interp", run("2 3 + 4 * dup * 7 swap - 1 2 3"), run("9223372036854775807 1 +"))

local parts = {}
for i = 1, 20000 do parts[#parts + 1] = string.char(65 + i % 26) end
local text = table.concat(parts)
local freq = {}
for ch in text:gmatch(".") do freq[ch] = (freq[ch] or 0) + 1 end
local h = 0
for i = 1, #text do h = (h * 31 + text:byte(i)) & 0xffffffff end
print("text", #text, freq.A, freq.Z, h)

local fin = {}
do
	for i = 1, 5 do setmetatable({}, { __gc = function() fin[#fin + 1] = i end }) end
end
collectgarbage(); collectgarbage()
table.sort(fin)
print("finalizers", table.concat(fin, ","))
local before = collectgarbage("count")
for i = 1, 100000 do local _ = { i, tostring(i) } end
collectgarbage()
print("gc", collectgarbage("count") < before + 1024)
