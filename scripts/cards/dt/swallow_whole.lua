-- Swallow Whole (DT 148): Play only if the tide is high. Play: Choose 2 creatures. Purge the
-- chosen creature with the lowest power and give +1 power counters equal to its power to
-- the other chosen creature. Of two with the same power, the player picks the one purged
-- (keyteki's spec).
local function power(creature)
	return creature:stat("power") or 0
end

return {
	legal = function(ctx)
		if ctx:rule("tide") == "high" then
			return true
		end
		return false, "Swallow Whole can only be played while the tide is high for you"
	end,
	resolve = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		if #all < 2 then
			return
		end
		local two = ctx:choose({ prompt = "Choose 2 creatures", objects = all, min = 2, max = 2 })
		local weak, strong = two[1], two[2]
		if power(strong) < power(weak) then
			weak, strong = strong, weak
		elseif power(strong) == power(weak) then
			weak = ctx:choose({ prompt = "Purge which of the two?", objects = two })[1]
			strong = two[1] == weak and two[2] or two[1]
		end
		local gained = power(weak)
		ctx:banish(weak)
		if gained > 0 then
			ctx:add_counter(strong, "power", gained)
		end
	end,
}
