-- Entrancing Filigree: On Enter: as a Spell, banish target non-champion object you don't
-- control (chosen as the trigger resolves; a Spell can't choose one with spellshroud). On
-- Leave: return the banished object to the field under its owner's control, rested. The
-- banished card remembers the Filigree (which keeps its id wherever it goes); once it has
-- left the banishment it is a new object and remembers nothing, so nothing returns.
local function mark(ctx)
	return tostring(ctx.this.id)
end

return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: as a Spell, banish a non-champion object you don't control",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				local pick = ctx:rule(
					"choose_opposing",
					"a non-champion object you don't control to banish",
					false,
					true
				)
				if pick == nil or not ctx:banish(pick) then
					return
				end
				for _, card in ipairs(ctx:objects({ zone = "banishment", controller = "any" })) do
					if card.id == pick.id then
						ctx:remember(card, "entranced_by", mark(ctx))
					end
				end
			end,
		},
		{
			on = "leaves_play",
			own = true,
			label = "On Leave: the banished object returns to the field rested",
			resolve = function(ctx)
				for _, card in ipairs(ctx:objects({ zone = "banishment", controller = "any" })) do
					if table.find(card:remembered("entranced_by"), mark(ctx)) and ctx:move(card, "field") then
						for _, back in ipairs(ctx:objects({ zone = "field", controller = "any" })) do
							if back.id == card.id then
								ctx:rest(back)
							end
						end
					end
				end
			end,
		},
	},
}
