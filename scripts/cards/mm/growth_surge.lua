-- Growth Surge (MM 383): Play: Give a flank creature three +1 power counters, one of its
-- neighbors two, and that second creature's other neighbor one. A creature considered a
-- flank creature (Spectral Tunneler) may have two neighbors: its player picks the second.
local function other_neighbor(creature, not_this)
	for _, n in ipairs(creature:neighbors()) do
		if n ~= not_this then
			return n
		end
	end
	return nil
end

return {
	resolve = function(ctx)
		local first = ctx:choose({
			prompt = "Three +1 power counters on which flank creature?",
			objects = ctx:rule("flank_creatures"),
		})[1]
		if first == nil then
			return
		end
		ctx:add_counter(first, "power", 3)
		local second =
			ctx:choose({ prompt = "Two on which of its neighbors?", objects = first:neighbors() })[1]
		if second == nil then
			return
		end
		ctx:add_counter(second, "power", 2)
		local third = other_neighbor(second, first)
		if third ~= nil then
			ctx:add_counter(third, "power", 1)
		end
	end,
}
