-- Psychic Bug (CotA 149), creature: Play/Reap: look at the opponent's hand. The cards are
-- revealed: only the opponent, who knows them already, learns nothing new.
local function look(ctx)
	local hand = ctx:look({ zone = "hand", controller = "opponent" })
	if #hand > 0 then
		ctx:reveal(hand)
	end
end

return {
	resolve = look,
	reap = look,
}
