-- High Priest Torvus (MM 222): Reap: You may exalt High Priest Torvus. If you do, after you
-- resolve your next action card this turn, return it to your hand instead of placing it in
-- your discard pile. The next action card its player plays this turn is marked (a lasting
-- grant used up by the first action played, as Soft Landing's); as that card would go from
-- the effects stack to the discard pile, Torvus sends it to hand instead. An action already
-- resolving when Torvus reaps (Wild Wormhole, a card it played) is not the next one.
local MARK = "torvus_returns_to_hand"

return {
	reap = function(ctx)
		local go = ctx:choose({ prompt = "Exalt High Priest Torvus?", options = { "exalt", "no" } })[1]
		if go ~= "exalt" then
			return
		end
		ctx:rule("exalt", ctx.this)
		ctx:lasting({
			target = { zone = "stack", controller = "you", type = "action" },
			duration = "turn",
			once = true,
			effect = { grant = MARK },
		})
	end,
	replacements = {
		{
			on = "move",
			label = "to its owner's hand instead",
			applies = function(_ctx, change)
				local card = change.target
				return change.zone == "discard" and card:zone() == "stack" and card:has_keyword(MARK)
			end,
			instead = function(_ctx, change)
				return { kind = "move", target = change.target, zone = "hand" }
			end,
		},
	},
}
