-- Resurgence (MM 375): Play: Return a creature from your discard pile to your hand. If that
-- creature is a Mutant, return another creature from your discard pile to your hand.
local function return_one(ctx)
	local dead = ctx:objects({ zone = "discard", controller = "you", type = "creature" })
	local pick = ctx:choose({ prompt = "Return which creature to your hand?", objects = dead })[1]
	if pick == nil then
		return false
	end
	local mutant = pick:has_subtype("mutant")
	ctx:move(pick, "hand")
	return mutant
end

return {
	resolve = function(ctx)
		if return_one(ctx) then
			return_one(ctx)
		end
	end,
}
