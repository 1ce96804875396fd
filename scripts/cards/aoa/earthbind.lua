-- Earthbind (AoA 352), upgrade: This creature cannot be used unless its controller has
-- discarded a card from their hand this turn (a card of theirs discarded from hand by any
-- means; not one of the opponent's, not one from the deck).
local function discarded_from_hand(player)
	for _, act in ipairs(player:this_turn("discarded")) do
		if act.what == "hand" then
			return true
		end
	end
	return false
end

return {
	statics = {
		{
			forbid = "use",
			applies_to = function(ctx, obj)
				return obj == ctx.this:attached_to() and not discarded_from_hand(obj:controller())
			end,
		},
	},
}
