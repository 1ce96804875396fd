-- Saurian Egg (MM 210): Saurian Egg cannot fight or reap. Omni: Discard the top 2 cards of
-- your deck. If you discard any Saurian creatures this way, put them into play ready, give
-- them three +1 power counters each, and destroy Saurian Egg. A lone half of a gigantic
-- creature cannot enter play: it stays discarded, though it still destroys the egg.
local function saurian_creature(ctx, card)
	return card:has_type("creature") and ctx:rule("of_house", card, "saurian")
end

return {
	can_use = function(_ctx, use)
		if use == "reap" or use == "fight" then
			return false, "Saurian Egg cannot fight or reap"
		end
		return true
	end,
	omni = function(ctx)
		local top = ctx:top(2)
		if #top == 0 then
			return
		end
		local hatched = false
		for _, card in ipairs(ctx:discard(top)) do
			if saurian_creature(ctx, card) then
				hatched = true
				if card:attribute("gigantic") == nil then
					local creature = ctx:rule("put_into_play", card)
					if creature ~= nil then
						ctx:ready(creature)
						ctx:add_counter(creature, "power", 3)
					end
				end
			end
		end
		if hatched then
			ctx:destroy(ctx.this)
		end
	end,
}
