-- Æmber Airhart (AS 275): After Fight/After Reap: Shuffle Æmber Airhart into its owner's
-- deck.
local function shuffle_in(ctx)
	if ctx:move(ctx.this, "deck") then
		ctx:shuffle("deck")
	end
end

return {
	fight = shuffle_in,
	reap = shuffle_in,
}
