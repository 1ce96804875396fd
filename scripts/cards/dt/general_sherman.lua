-- General Sherman (DT 323): It deals no damage when fighting (its printed fight damage is
-- 0, data). Play: Purge each other creature. If General Sherman leaves play, return to play
-- each creature purged this way (exhausted, under its owner's control): the purged cards
-- remember this General Sherman, and its "leaves play" trigger puts them into play.
local KEY = "purged_by_general_sherman"

local function purged_cards(ctx)
	local all = {}
	for _, side in ipairs({ "you", "opponent" }) do
		for _, card in ipairs(ctx:objects({ zone = "purged", controller = side })) do
			table.insert(all, card)
		end
	end
	return all
end

return {
	resolve = function(ctx)
		local before = {}
		for _, card in ipairs(purged_cards(ctx)) do
			before[card.id] = true
		end
		for _, creature in ipairs(ctx:objects({ zone = "battleline", other = true })) do
			ctx:banish(creature)
		end
		for _, card in ipairs(purged_cards(ctx)) do
			if not before[card.id] and card:has_type("creature") then
				ctx:remember(card, KEY, tostring(ctx.this.id))
			end
		end
	end,
	triggers = {
		{
			on = "leaves_play",
			own = true,
			label = "the creatures General Sherman purged return to play",
			resolve = function(ctx, event)
				local mark = tostring(event.object.id)
				for _, card in ipairs(purged_cards(ctx)) do
					if table.find(card:remembered(KEY), mark) ~= nil then
						ctx:rule("put_into_play", card)
					end
				end
			end,
		},
	},
}
