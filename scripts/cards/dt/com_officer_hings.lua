-- Com. Officer Hings (DT 250): Play: You may search your deck for Com. Officer Gross,
-- reveal it, and put it into your hand; shuffle your deck. Fight/Reap: Draw 1 card for each
-- creature between Com. Officer Hings and Com. Officer Gross (the rules term
-- `between_partner`).
local function draw_between(ctx)
	local between = ctx:rule("between_partner", "com_officer_gross")
	if #between > 0 then
		ctx:draw(#between)
	end
end

return {
	resolve = function(ctx)
		ctx:search({ card = "com_officer_gross", count = 1, to = "hand", reveal = true })
	end,
	fight = draw_between,
	reap = draw_between,
}
