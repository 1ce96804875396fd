-- Com. Officer Hings (WoE 290): Play: You may search your deck for Com. Officer Gross, reveal
-- it and put it into your hand; shuffle your deck. Fight/Reap: Draw 1 card for each creature
-- between Hings and Gross.
local function draw(ctx)
	ctx:draw(#ctx:rule("creatures_between", ctx.this, "Com. Officer Gross"))
end

return {
	resolve = function(ctx)
		ctx:search({ name = "Com. Officer Gross", count = 1, to = "hand", reveal = true })
	end,
	fight = draw,
	reap = draw,
}
