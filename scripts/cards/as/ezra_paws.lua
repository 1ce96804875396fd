-- Ezra Paws (AS 205): Play/After Reap: Reveal your opponent's hand. Draw a card.
local function reveal_and_draw(ctx)
	ctx:reveal(ctx:look({ zone = "hand", controller = "opponent" }))
	ctx:draw(1)
end

return {
	resolve = reveal_and_draw,
	reap = reveal_and_draw,
}
