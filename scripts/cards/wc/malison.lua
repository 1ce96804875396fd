-- Malison (WC 080): Fight: You may move an enemy creature anywhere in its controller's
-- battleline. Then, if it is on a flank, it captures 1 æmber from its own side. The move
-- is made by trading places step by step (ctx:swap), so the creature stays the same object.
-- The enemy battleline from its left end (ctx:objects lists a line from its right end).
local function line_of(ctx)
	local listed = ctx:objects({ zone = "battleline", controller = "opponent" })
	local line = {}
	for i = #listed, 1, -1 do
		table.insert(line, listed[i])
	end
	return line
end

local function index_of(line, creature)
	for i, c in ipairs(line) do
		if c == creature then
			return i
		end
	end
	return nil
end

return {
	fight = function(ctx)
		local enemies = line_of(ctx)
		local creature =
			ctx:choose({ prompt = "Move which enemy creature?", objects = enemies, min = 0, max = 1 })[1]
		if creature == nil then
			return
		end
		local others = {}
		for _, c in ipairs(enemies) do
			if c ~= creature then
				table.insert(others, c)
			end
		end
		local places = { "left flank" }
		for i = 1, #others - 1 do
			table.insert(places, "between " .. others[i]:name() .. " and " .. others[i + 1]:name())
		end
		if #others > 0 then
			table.insert(places, "right flank")
		end
		local place = ctx:choose({ prompt = "Move it where?", options = places })[1]
		local target = #places
		for i, p in ipairs(places) do
			if p == place then
				target = i
				break
			end
		end
		local at = index_of(line_of(ctx), creature)
		while at ~= nil and at ~= target do
			local line = line_of(ctx)
			local step = at < target and 1 or -1
			ctx:swap(creature, line[at + step])
			at = index_of(line_of(ctx), creature)
		end
		if ctx:rule("on_flank", creature) then
			local holder = creature:controller()
			if holder:counter("amber") > 0 then
				ctx:gain(holder, "amber", -1)
				ctx:add_counter(creature, "amber", 1)
			end
		end
	end,
}
