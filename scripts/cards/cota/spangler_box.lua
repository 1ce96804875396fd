-- Spangler Box (CotA 132): Action: Purge a creature in play. If you do, your opponent gains
-- control of Spangler Box. If Spangler Box leaves play, return to play all cards purged
-- by Spangler Box. Scripts keep no state: each card it purged carries a status naming this
-- Spangler Box for as long as it stays purged; they return under their owners' control.
local function mark(box)
	return "purged_by_spangler_box_" .. tostring(box.id)
end

return {
	action = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		if #creatures == 0 then
			return
		end
		local creature = ctx:choose({ prompt = "Purge which creature?", objects = creatures })[1]
		local id = creature.id
		ctx:banish(creature)
		local purged = false
		for _, card in ipairs(ctx:objects({ zone = "purged", controller = "any" })) do
			if card.id == id then
				purged = ctx:set_status(card, mark(ctx.this))
			end
		end
		if purged then
			ctx:take_control(ctx.this, ctx.opponent)
		end
	end,
	triggers = {
		{
			on = "leaves_play",
			own = true,
			label = "Spangler Box left play: the cards it purged return to play",
			resolve = function(ctx)
				for _, card in ipairs(ctx:objects({ zone = "purged", controller = "any" })) do
					if card:has_status(mark(ctx.this)) then
						ctx:rule("put_into_play", card)
					end
				end
			end,
		},
	},
}
